# Production image: builds the site and the server, then serves both on PORT.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/terminal-ui/package.json packages/terminal-ui/
COPY packages/site/package.json packages/site/
COPY packages/api/package.json packages/api/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx turbo run build --filter=@portfolio/api --filter=@portfolio/site && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data UPLOAD_DIR=/data/uploads
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
CMD ["node", "packages/api/dist/server.js"]
