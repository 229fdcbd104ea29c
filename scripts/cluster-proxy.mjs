// The reverse proxy in front of `npm run cluster`'s replicas: nginx, round-robin, no sticky
// sessions (any replica serves any request).

/**
 * nginx.conf for `port` in front of the replicas on `replicaPorts`, its working files under `dir`.
 *
 * - Each request leaves nginx from the loopback address it came from (`proxy_bind`): on this machine
 *   every 127.x.y.z is the host's own, so the platform sees each caller's address as it would see
 *   it without a proxy, and its per-address limits count callers apart without trusting a header.
 *   So no upstream connection is kept alive for reuse: a kept one is bound to its first caller.
 * - A replica that refuses the connection is skipped for the next (the request had not reached it);
 *   a request a replica had already received is never sent twice: nginx retries no POST once sent.
 * - Answers stream through unbuffered, so a Server-Sent Events stream reaches the tab as written.
 */
export function nginxConfig({ port, replicaPorts, dir }) {
  const servers = replicaPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;

events {
  worker_connections 4096;
}

http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;

  # The caller's own loopback address; any other caller (::1) leaves from 127.0.0.1.
  map $remote_addr $from_address {
    ~^127\\. $remote_addr;
    default 127.0.0.1;
  }

  upstream platform {
${servers}
  }

  server {
    listen 127.0.0.1:${port};
    listen [::1]:${port};

    location / {
      proxy_pass http://platform;
      proxy_bind $from_address;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 1h;
      proxy_buffering off;
    }
  }
}
`;
}
