import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // STYLE: *.server.ts modules may sit beside routes; they never reach the browser bundle.
} satisfies Config;
