import type { ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import HomeFeature, { type HomeFeatureProps } from '@site/src/components/HomeFeature';
import { productName, release, repositoryUrl, tagline } from '@site/src/siteFacts';

import packageJs from '@site/versioned_examples/version-0.2/home/package/package.js?raw';
import packageIndexJs from '@site/versioned_examples/version-0.2/home/package/index.js?raw';
import packagePodYaml from '@site/versioned_examples/version-0.2/home/package/output/manifests/hello-echo/pod-hello-echo.yaml?raw';
import packageServiceYaml from '@site/versioned_examples/version-0.2/home/package/output/manifests/hello-echo/service-hello-echo.yaml?raw';
import applyTxt from '@site/versioned_examples/version-0.2/home/apply/apply.txt?raw';
import applyValuesDiffTxt from '@site/versioned_examples/version-0.2/home/apply/apply-values-diff.txt?raw';
import listTxt from '@site/versioned_examples/version-0.2/home/apply/list.txt?raw';
import deleteTxt from '@site/versioned_examples/version-0.2/home/apply/delete.txt?raw';
import gitopsIndexJs from '@site/versioned_examples/version-0.2/home/gitops/index.js?raw';
import gitopsDeploymentYaml from '@site/versioned_examples/version-0.2/home/gitops/output/manifests/anemos-hello-world/deployment-anemos-hello-world.yaml?raw';
import gitopsServiceYaml from '@site/versioned_examples/version-0.2/home/gitops/output/manifests/anemos-hello-world/service-anemos-hello-world.yaml?raw';
import gitopsIngressYaml from '@site/versioned_examples/version-0.2/home/gitops/output/manifests/anemos-hello-world/ingress-anemos-hello-world.yaml?raw';
import modifyIndexJs from '@site/versioned_examples/version-0.2/home/modify/index.js?raw';
import modifyDeploymentYaml from '@site/versioned_examples/version-0.2/home/modify/output/manifests/anemos-hello-world/deployment-anemos-hello-world.yaml?raw';
import modifyServiceYaml from '@site/versioned_examples/version-0.2/home/modify/output/manifests/anemos-hello-world/service-anemos-hello-world.yaml?raw';
import helmJs from '@site/versioned_examples/version-0.2/home/helm/helm.js?raw';
import helmBuildTxt from '@site/versioned_examples/version-0.2/home/helm/build.txt?raw';

import styles from './index.module.css';

// Docusaurus appends " | <site title>" to a Layout title, so the exact document title is set with Head below.
const pageTitle = `${productName}: Kubernetes Package Manager`;
const pageDescription =
  'Anemos is a Kubernetes package manager: write packages in JavaScript or TypeScript, generate plain YAML, and review every change before you apply it.';

// The page shows the release readers install: its examples are written for it, and its links open its docs.
const releaseDocs = `/docs/${release.version}/`;
const releaseName = `${productName} ${release.version} (${release.tag})`;

function Hero(): ReactNode {
  return (
    <section className={styles.heroSection} aria-labelledby="hero-title">
      <div className={styles.spotlight} aria-hidden="true" />
      <div className={clsx('container', styles.heroInner)}>
        <h1 id="hero-title" className={styles.heroTitle}>
          {productName}
        </h1>
        <p className={styles.tagline}>{tagline}</p>
        <p className={styles.promise}>
          Describe your Kubernetes applications in JavaScript or TypeScript, get plain YAML back, and change any
          manifest before it ships.
        </p>
        <p className={styles.subLine}>Deploy with GitOps or apply straight from the CLI: Anemos covers both.</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to={`${releaseDocs}installation/`}>
            Install
          </Link>
          <Link className="button button--secondary button--outline button--lg" to={releaseDocs}>
            Read the docs
          </Link>
          <Link className="button button--secondary button--outline button--lg" href={repositoryUrl}>
            GitHub
          </Link>
        </div>
        <p className={styles.release}>
          Every example on this page is written for <Link to={`${releaseDocs}installation/`}>{releaseName}</Link>.
        </p>
      </div>
    </section>
  );
}

const reasons: ReadonlyArray<{ readonly title: string; readonly text: string }> = [
  {
    title: 'Easy to use',
    text: 'One self-contained binary and a small JavaScript API. Generate and apply manifests without installing Helm, kubectl or Node.js.',
  },
  {
    title: 'Highly flexible',
    text: 'Every field of every manifest can be changed from code, whether you wrote it, installed it from a package or rendered it from a Helm chart.',
  },
  {
    title: 'GitOps ready',
    text: 'The output is plain YAML in your repository. Commit it and keep the CI/CD pipelines and GitOps tools you already run.',
  },
];

function WhyAnemos(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title" className={styles.sectionTitle}>
          Why {productName}?
        </h2>
        <ul className={styles.cards} role="list">
          {reasons.map((reason) => (
            <li key={reason.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{reason.title}</h3>
              <p className={styles.cardText}>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const features: readonly HomeFeatureProps[] = [
  {
    id: 'package',
    title: 'A package is one file',
    claim:
      'All the manifests of a package fit in one JavaScript file that you can share by URL, and npm is there when you need more.',
    link: { to: `${releaseDocs}simple-tutorial/generate-packages/`, label: 'Write your first package' },
    tabs: [
      { label: 'package.js', language: 'js', title: 'package.js', code: packageJs },
      { label: 'index.js', language: 'js', title: 'index.js', code: packageIndexJs },
      {
        label: 'Pod',
        language: 'yaml',
        title: 'output/manifests/hello-echo/pod-hello-echo.yaml',
        code: packagePodYaml,
      },
      {
        label: 'Service',
        language: 'yaml',
        title: 'output/manifests/hello-echo/service-hello-echo.yaml',
        code: packageServiceYaml,
      },
    ],
  },
  {
    id: 'apply',
    title: 'Apply with confidence',
    claim:
      'Before anything reaches the cluster, see which objects are added, modified or deleted, with a diff for each modified one. Anemos then waits until they are ready, and lists or deletes what you applied.',
    link: { to: `${releaseDocs}simple-tutorial/applying-manifests/`, label: 'Learn how to apply manifests' },
    tabs: [
      { label: 'Apply', language: 'text', title: 'Terminal', code: applyTxt },
      { label: 'Apply values & diff', language: 'text', title: 'Terminal', code: applyValuesDiffTxt },
      { label: 'List apply sets', language: 'text', title: 'Terminal', code: listTxt },
      { label: 'Delete & confirmation', language: 'text', title: 'Terminal', code: deleteTxt },
    ],
  },
  {
    id: 'gitops',
    title: 'Ready for GitOps',
    claim:
      'Generate the manifests of all your applications in one place, commit them, and let your GitOps tool deploy them.',
    link: { to: `${releaseDocs}tutorial/source-control/`, label: 'Keep manifests in source control' },
    tabs: [
      { label: 'index.js', language: 'js', title: 'index.js', code: gitopsIndexJs },
      {
        label: 'Deployment',
        language: 'yaml',
        title: 'output/manifests/anemos-hello-world/deployment-anemos-hello-world.yaml',
        code: gitopsDeploymentYaml,
      },
      {
        label: 'Service',
        language: 'yaml',
        title: 'output/manifests/anemos-hello-world/service-anemos-hello-world.yaml',
        code: gitopsServiceYaml,
      },
      {
        label: 'Ingress',
        language: 'yaml',
        title: 'output/manifests/anemos-hello-world/ingress-anemos-hello-world.yaml',
        code: gitopsIngressYaml,
      },
    ],
  },
  {
    id: 'modify',
    title: 'Change any manifest',
    claim: 'Fix or adjust generated manifests from JavaScript instead of waiting for an upstream feature or bug fix.',
    link: { to: `${releaseDocs}simple-tutorial/generate-manifests/`, label: 'Customize generated manifests' },
    tabs: [
      { label: 'index.js', language: 'js', title: 'index.js', code: modifyIndexJs },
      {
        label: 'Deployment',
        language: 'yaml',
        title: 'output/manifests/anemos-hello-world/deployment-anemos-hello-world.yaml',
        metastring: '{8-9,29-31}',
        code: modifyDeploymentYaml,
      },
      {
        label: 'Service',
        language: 'yaml',
        title: 'output/manifests/anemos-hello-world/service-anemos-hello-world.yaml',
        metastring: '{8}',
        code: modifyServiceYaml,
      },
    ],
  },
  {
    id: 'helm',
    title: 'Keep your Helm charts',
    claim:
      'Render the Helm charts you already use inside Anemos, then change, apply and commit the result like any other manifest.',
    link: { to: `${releaseDocs}reference/helm-interop/`, label: 'Use Helm charts with Anemos' },
    tabs: [
      { label: 'helm.js', language: 'js', title: 'helm.js', code: helmJs },
      { label: 'Build log', language: 'text', title: 'Terminal', code: helmBuildTxt },
    ],
  },
];

const steps: ReadonlyArray<{
  readonly title: string;
  readonly text: string;
  readonly to: string;
  readonly linkLabel: string;
}> = [
  {
    title: 'Install Anemos',
    text: 'Download the single binary for Linux, macOS or Windows. Nothing else is needed to generate manifests.',
    to: `${releaseDocs}installation/`,
    linkLabel: 'Installation guide',
  },
  {
    title: 'Generate your first manifests',
    text: 'Write a short JavaScript program that describes your resources and build it into YAML.',
    to: `${releaseDocs}simple-tutorial/generate-manifests/`,
    linkLabel: 'Tutorial: generate manifests',
  },
  {
    title: 'Deploy to Kubernetes',
    text: 'Apply the result to your cluster with one command, after reviewing the changes.',
    to: `${releaseDocs}simple-tutorial/applying-manifests/`,
    linkLabel: 'Tutorial: apply manifests',
  },
];

function GetStarted(): ReactNode {
  return (
    <section className={clsx(styles.section, styles.getStarted)} aria-labelledby="get-started-title">
      <div className="container">
        <h2 id="get-started-title" className={styles.sectionTitle}>
          Get started in minutes
        </h2>
        <ol className={styles.steps} role="list">
          {steps.map((step, index) => (
            <li key={step.to} className={styles.card}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p className={styles.cardText}>{step.text}</p>
              <Link to={step.to}>{step.linkLabel}</Link>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout title={pageTitle} description={pageDescription}>
      <Head>
        <title>{pageTitle}</title>
        <meta property="og:title" content={pageTitle} />
      </Head>
      <main>
        <Hero />
        <WhyAnemos />

        {features.map((feature) => (
          <HomeFeature key={feature.id} {...feature} />
        ))}

        <GetStarted />
      </main>
    </Layout>
  );
}
