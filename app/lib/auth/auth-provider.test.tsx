import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AuthClient } from "./auth-client";
import { AuthProvider, useAuth } from "./auth-provider";

function Status() {
  const auth = useAuth();
  return <p>{`${auth.status}:${auth.user?.email ?? "-"}`}</p>;
}

const unusedClient = {} as AuthClient; // the server render never calls the endpoints

describe("AuthProvider", () => {
  it("refuses useAuth outside its provider, naming the provider", () => {
    expect(() => renderToString(<Status />)).toThrow("useAuth must be used within a AuthProvider");
  });

  it("renders signed in from the server's session, with no loading state", () => {
    const session = { user: { id: "u1", email: "a@example.com" }, expires_at: 2_000_000_000 };
    const html = renderToString(
      <AuthProvider initial={session} client={unusedClient}>
        <Status />
      </AuthProvider>,
    );
    expect(html).toContain("authenticated:a@example.com");
  });

  it("renders the loading state when the session is still unknown", () => {
    const html = renderToString(
      <AuthProvider client={unusedClient}>
        <Status />
      </AuthProvider>,
    );
    expect(html).toContain("loading:-");
  });
});
