// @ts-check
const anemos = require("@ohayocorp/anemos");

// A component without any actions. You add actions in the constructor.
class ExampleComponent extends anemos.Component {
  constructor() {
    super();
  }
}

module.exports = { ExampleComponent };
