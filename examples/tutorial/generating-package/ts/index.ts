// Test cases to run. Each one is a folder under "test" with its own main file.
const testCases = ["basic"];

for (const testCase of testCases) {
  // Every test case writes to its own output folder, relative to the compiled main script's folder.
  process.env.ANEMOS_OUTPUT_PATH = `test/${testCase}/output`;

  require(`./test/${testCase}`);
}
