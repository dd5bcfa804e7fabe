// @ts-check
const anemos = require("@ohayocorp/anemos");

/**
 * @typedef {object} MainContainerOptions
 * @property {string} [name] Name of the container that uses the data. The first container is used when omitted.
 * @property {string} mountPath Path where the data shows up inside the main container.
 * @property {string} command Shell command that starts the application once the data is linked.
 */

/**
 * @typedef {object} SidecarOptions
 * @property {string} image Image that holds the data, for example a model image.
 * @property {string} dataPath Folder inside that image that holds the data.
 * @property {string} [name] Name of the data container. Defaults to "data".
 */

/**
 * @typedef {object} Options
 * @property {string} documentName Full path of the workload document, e.g. "my-release/deployment.yaml".
 * @property {MainContainerOptions} mainContainer
 * @property {SidecarOptions} sidecar
 */

// Environment variable that lets the main container find the data container among the pod's processes.
const marker = "IS_DATA_CONTAINER";

/**
 * Makes a folder from another image available inside the main container of a workload without copying it.
 * Both containers share the pod's process namespace, and the main container links the data container's
 * root file system (seen through /proc/<pid>/root) to the mount path before it starts the application.
 *
 * @param {anemos.Builder} builder
 * @param {Options} options
 */
function apply(builder, options) {
  builder.onModify((context) => {
    const document = context.getDocument(options.documentName);
    if (document === null) {
      throw new Error(`Document "${options.documentName}" was not found.`);
    }

    // Let every container of the pod see the processes of the others.
    document
      .ensureWorkloadSpec()
      .set("shareProcessNamespace", new anemos.Scalar(true));

    const containerName = options.mainContainer.name;
    const mainContainer =
      containerName === undefined
        ? document.getContainer(0)
        : document.getContainer(containerName);

    if (mainContainer === null) {
      throw new Error(`No main container found in "${options.documentName}".`);
    }

    addPtraceCapability(mainContainer);

    const mountPath = options.mainContainer.mountPath;
    const dataPath = options.sidecar.dataPath;

    // Wait until the data container's process shows up, then link its data folder to the mount path.
    const linkScript = anemos
      .dedent(
        `
            pid=""
            while [ -z "$pid" ]; do
              pid=$(grep -l "${marker}=true" /proc/[0-9]*/environ 2>/dev/null | head -n 1 | cut -d / -f 3)
              if [ -z "$pid" ]; then sleep 1; fi
            done
            echo "Data container PID: $pid"
            mkdir -p "$(dirname "${mountPath}")"
            ln -sfn "/proc/$pid/root${dataPath}" "${mountPath}"
            echo "Linked /proc/$pid/root${dataPath} to ${mountPath}"
        `,
      )
      .trim();

    // The shell runs the link script first and then the user's own command.
    mainContainer.set("command", [
      "sh",
      "-c",
      `${linkScript}\n${options.mainContainer.command}`,
    ]);

    // Arguments written for the original entrypoint would end up as extra shell arguments.
    if (mainContainer.containsKey("args")) {
      mainContainer.remove("args");
    }

    // Listed first, with a postStart hook, so the kubelet starts the data container before the others.
    const dataContainer = anemos.parseMapping(
      anemos.dedent(`
            name: ${options.sidecar.name || "data"}
            image: ${options.sidecar.image}
            command:
              - sleep
              - infinity
            env:
              - name: ${marker}
                value: "true"
            lifecycle:
              postStart:
                exec:
                  command:
                    - echo
                    - started
        `),
    );

    document.ensureContainers().insert(0, dataContainer);
  });
}

/**
 * Adds SYS_PTRACE to the container's capabilities unless it is already there. Without it, reading another
 * container's /proc entries fails with "permission denied", even when both run as the same user.
 *
 * @param {anemos.Mapping} container
 */
function addPtraceCapability(container) {
  const capabilities = container
    .ensureMapping(["securityContext", "capabilities"])
    .ensureSequence("add");

  for (let i = 0; i < capabilities.length(); i++) {
    if (capabilities.getValue(i) === "SYS_PTRACE") {
      return;
    }
  }

  capabilities.add("SYS_PTRACE");
}

module.exports = {
  apply,
};
