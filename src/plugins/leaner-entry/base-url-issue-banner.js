// Stands in for Docusaurus's base URL banner when `baseUrlIssueBanner` is off (see index.ts): it then renders nothing.
export default function BaseUrlIssueBanner() {
  return null;
}
