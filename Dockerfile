# Production image: builds the site and the server, then serves both on PORT.
# NODE_IMAGE: the base of both stages. `npm run test:image` builds this file with a local base made
# from Debian's packages (deploy/image-test/, docs/operations.md "The image test").
ARG NODE_IMAGE=node:20-bookworm-slim
FROM ${NODE_IMAGE} AS build
ENV TURBO_TELEMETRY_DISABLED=1
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/terminal-ui/package.json packages/terminal-ui/
COPY packages/site/package.json packages/site/
COPY packages/api/package.json packages/api/
RUN npm ci --no-audit --no-fund
COPY . .
# Production dependencies only. better-sqlite3 keeps its compiled module, not the sources and
# objects of a build from source (about 27 MB), which happens where no prebuilt module can be fetched.
RUN npx turbo run build --filter=@portfolio/api --filter=@portfolio/site && npm prune --omit=dev \
  && cd node_modules/better-sqlite3 && rm -rf deps src build/Release/obj build/Release/obj.target build/Release/.deps build/Release/sqlite3.a build/Release/test_extension.node

# No compiler here: only the build's output and its production node_modules.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data UPLOAD_DIR=/data/uploads
WORKDIR /app
COPY --from=build /app /app
# The data folder is the server user's alone (0700), as the server makes it outside a container.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
CMD ["node", "packages/api/dist/server.js"]
