# The site as a container image: build with every dependency, run with production ones only,
# as the unprivileged `node` user. See README "Containers" for what was and was not run.

# --- build: client and server bundles -----------------------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci refuses a lockfile that names other platforms' optional packages on some registries;
# npm install from the same lockfile leaves it unchanged.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npm run build

# --- production dependencies only ---------------------------------------------------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN (npm ci --omit=dev --no-audit --no-fund || npm install --omit=dev --no-audit --no-fund) \
  && npm cache clean --force

# --- runtime --------------------------------------------------------------------------------
FROM node:20-bookworm-slim
# MALLOC_ARENA_MAX=2: glibc's allocator keeps two arenas instead of one per thread, the memory
# V8's and libuv's threads leave behind after a burst of requests (decision 087).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# Migrations are read from the working directory at start.
COPY drizzle ./drizzle
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# 200 only when the database answers (503 otherwise).
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and handles SIGTERM (drains requests, closes the database).
CMD ["node", "build/server.js"]
