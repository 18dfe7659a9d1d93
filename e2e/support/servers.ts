import { startLaneServers } from "./lane-servers";
import { makeTemplate } from "./template-server";

/**
 * The run's global setup: the lanes' shared servers and the extra servers' template, all three
 * first starts side by side; the returned teardown stops the lanes and removes the template.
 */
export default async function startServers() {
  const [lanes, template] = await Promise.allSettled([startLaneServers(), makeTemplate()]);
  const teardown = async () => {
    if (lanes.status === "fulfilled") await lanes.value();
    if (template.status === "fulfilled") template.value();
  };
  for (const result of [lanes, template]) {
    if (result.status === "rejected") {
      await teardown();
      throw result.reason;
    }
  }
  return teardown;
}
