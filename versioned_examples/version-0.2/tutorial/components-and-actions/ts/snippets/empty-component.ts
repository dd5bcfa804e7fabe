import * as anemos from "@ohayocorp/anemos";

// A component without actions so far. Its constructor is where they go.
export class ExampleAppComponent extends anemos.Component {
  constructor() {
    super();
  }
}
