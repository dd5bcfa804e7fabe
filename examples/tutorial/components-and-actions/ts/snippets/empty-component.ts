import * as anemos from "@ohayocorp/anemos";

// A component with no actions yet. Its constructor is where actions get added.
export class ExampleAppComponent extends anemos.Component {
  constructor() {
    super();
  }
}
