import * as anemos from "@ohayocorp/anemos";
import { addServiceAccount } from "./service-account";

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

addServiceAccount(builder, {
  name: "shop",
  namespace: "default",
  serviceAccount: {
    labels: {
      team: "payments",
    },
  },
});

builder.build();
