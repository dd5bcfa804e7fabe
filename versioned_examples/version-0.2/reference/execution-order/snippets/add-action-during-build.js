const anemos = require("@ohayocorp/anemos");

// Labels every document "environment: production", in production builds only.
// A component learns the environment from the build context, so its sanitize
// action decides whether the component needs a modify action at all.
class ProductionLabelComponent extends anemos.Component {
  constructor() {
    super();

    this.addAction(anemos.steps.sanitize, (context) => {
      if (!context.isProduction()) {
        return;
      }

      // The component is already registered and modify comes after sanitize,
      // so the builder runs this action when it reaches the modify step.
      this.addAction(anemos.steps.modify, (context) => {
        for (const document of context.getAllDocuments()) {
          document.setLabel("environment", "production");
        }
      });
    });
  }
}

module.exports = { ProductionLabelComponent };
