import * as anemos from "@ohayocorp/anemos";
import { addServiceAccount } from "./service-account";

const builder = new anemos.Builder();

addServiceAccount(builder, {
  name: "shop",
  serviceAccount: {
    labels: {
      team: "payments",
    },
  },
});

builder.build();
