import { forgetSecrets } from "./secrets";

/** Before the run: no secret remembered from an earlier one. */
export default function resetSecrets() {
  forgetSecrets();
}
