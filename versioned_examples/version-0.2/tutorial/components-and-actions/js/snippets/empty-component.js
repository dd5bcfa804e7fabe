const anemos = require("@ohayocorp/anemos");

// A component without actions so far. Its constructor is where they go.
class ExampleAppComponent extends anemos.Component {
  constructor() {
    super();
  }
}

module.exports = { ExampleAppComponent };
