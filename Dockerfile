# The production image: the server, with the built web client, on one port.
#
#   docker build -t sasm-ims .
#   docker run -p 3000:3000 -e JWT_SECRET="$(openssl rand -base64 48)" -v sasm-data:/data sasm-ims
#
# Without DATABASE_URL it runs on embedded PGlite in /data; docker-compose.yml
# runs it with PostgreSQL, Redis and a mail catcher. Settings: .env.example.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, compile server and client ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app

# The manifests alone first, so the install layer is reused until they change.
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
# The client imports the grade-slip parser, and both the CSV writer (workspaces): linked by this install.
COPY packages/grade-slip/package.json packages/grade-slip/
COPY packages/csv/package.json packages/csv/
# Not `npm ci`: it fails on registries that lack other platforms' optional
# binaries; `npm install` still installs the versions the lock pins.
RUN npm install --no-audit --no-fund

COPY . .
RUN npm run build

# ---- runtime: the server's production dependencies and the build output ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app

COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
# The CSV writer every export uses: a workspace the server depends on at run time.
COPY packages/csv packages/csv
# Only the server workspace's dependencies: the client ships prebuilt, so
# React, MUI and the build tools stay out of the image.
RUN npm install --omit=dev --workspace=server --no-audit --no-fund \
  && npm cache clean --force

COPY --from=build /app/server/dist server/dist
# Read at boot: migrations are applied on every start.
COPY --from=build /app/server/src/db/migrations server/src/db/migrations
COPY --from=build /app/client/dist client/dist
# The demo grade reports' slip image (read only with SEED_DEMO=true).
COPY --from=build /app/server/src/modules/demo/demo-grade-slip.png server/src/modules/demo/

# The app's files stay root-owned (read-only to it); only its data directory is writable.
RUN mkdir /data && chown node:node /data
ENV DATA_DIR=/data PORT=3000
USER node

EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1))"]
# The node flags of server/package.json's "start" (a test holds them equal): a young generation of
# 64 MiB, where Node's 16 left a busy server promoting request garbage it then had to mark (bench/README "signin").
CMD ["node", "--max-semi-space-size=64", "server/dist/main.js"]
