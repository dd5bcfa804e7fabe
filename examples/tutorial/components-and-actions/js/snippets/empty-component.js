// @ts-check
const anemos = require("@ohayocorp/anemos");

// A component with no actions yet. Its constructor is where actions get added.
class ExampleAppComponent extends anemos.Component {
  constructor() {
    super();
  }
}

module.exports = { ExampleAppComponent };
