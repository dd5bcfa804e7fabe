import * as anemos from "@ohayocorp/anemos";
import { ExamplePackageComponent } from "./component";
import { Options } from "./options";

// The options class is part of the public API; the component class stays private to the package.
export { Options };

// Adds the example package to a builder and returns the registered component.
export function add(
  builder: anemos.Builder,
  options?: Options,
): anemos.Component {
  const component = new ExamplePackageComponent(options);
  builder.addComponent(component);

  return component;
}
