FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web
ENV NODE_ENV=production
# The commit the image was built from (the image has no .git): shown in the process registry and metrics.
ARG GIT_COMMIT=
ENV GIT_COMMIT=$GIT_COMMIT
EXPOSE 3000
CMD ["npm", "start"]
