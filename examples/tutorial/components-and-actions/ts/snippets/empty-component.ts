import * as anemos from "@ohayocorp/anemos";

// A component without any actions. You add actions in the constructor.
export class ExampleComponent extends anemos.Component {
  constructor() {
    super();
  }
}
