// @ts-check
const anemos = require("@ohayocorp/anemos");

// Adds the label "environment: production" to every document, in production builds only.
// A component sees the environment only through the build context, so its sanitize
// action decides whether the component needs a modify action at all.
class ProductionLabelComponent extends anemos.Component {
  constructor() {
    super();

    this.addAction(anemos.steps.sanitize, (context) => {
      const environment = context.builderOptions.environment;
      if (environment.type !== anemos.EnvironmentType.Production) {
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
