// @ts-check
const { ExamplePackageComponent } = require("./component");

/**
 * The options type is part of the public API, so consumers can use it in their own JSDoc comments.
 * @typedef {import("./options").Options} Options
 */

/**
 * Adds the example package to a builder.
 * @param {import("@ohayocorp/anemos").Builder} builder The builder to register the package with.
 * @param {Options} [options] Settings of the package.
 * @returns {import("@ohayocorp/anemos").Component} The registered component.
 */
function add(builder, options) {
  const component = new ExamplePackageComponent(options);
  builder.addComponent(component);

  return component;
}

module.exports = { add };
