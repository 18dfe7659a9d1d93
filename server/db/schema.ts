// The database's tables, declared with Drizzle, one module per concern under tables/; the
// migrations (drizzle/) are generated from this module.
export * from "./tables/accounts";
export * from "./tables/assistant";
export { searchExpression } from "./tables/columns";
export * from "./tables/contact";
export * from "./tables/content";
