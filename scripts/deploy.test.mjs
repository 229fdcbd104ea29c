// The deployment recipes (docs/operations.md, "Container image"): the Kubernetes manifests are
// whole and safe, and the image, the manifests and `npm run cluster` start the platform with one and
// the same command, so what the tested cluster proves is what the image runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { nginxConfig } from './cluster-proxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const k8s = (file) => parseAllDocuments(read(`deploy/k8s/${file}`)).map((d) => d.toJS());
const START = ['node', 'scripts/start.mjs'];

describe('the Kubernetes manifests', () => {
  const kustomization = parse(read('deploy/k8s/kustomization.yaml'));
  const resources = kustomization.resources.flatMap(k8s);
  const byKind = (kind) => resources.filter((r) => r.kind === kind);

  it('list every recipe the issue asks for, each a file that parses', () => {
    expect(resources.map((r) => r.kind).sort()).toEqual([
      'Deployment',
      'HorizontalPodAutoscaler',
      'Job',
      'Namespace',
      'PersistentVolumeClaim',
      'PodDisruptionBudget',
      'Service',
    ]);
  });

  it('run the platform as the image does, non-root, probed, on the operator’s secret', () => {
    const [deployment] = byKind('Deployment');
    const pod = deployment.spec.template.spec;
    const [platform] = pod.containers;
    expect(platform.command).toEqual(START);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(platform.securityContext.allowPrivilegeEscalation).toBe(false);
    for (const probe of ['readinessProbe', 'livenessProbe'])
      expect(platform[probe].httpGet.path).toBe('/api/health');
    expect(platform.envFrom).toContainEqual({ secretRef: { name: 'croupier-secrets' } });
    // The selector the Service, the budget and the autoscaler aim at is the pods' own.
    const labels = deployment.spec.template.metadata.labels;
    expect(byKind('Service')[0].spec.selector).toEqual(labels);
    expect(byKind('PodDisruptionBudget')[0].spec.selector.matchLabels).toEqual(labels);
    expect(byKind('HorizontalPodAutoscaler')[0].spec.scaleTargetRef.name).toBe(deployment.metadata.name);
    expect(byKind('HorizontalPodAutoscaler')[0].spec.minReplicas).toBeGreaterThanOrEqual(2);
  });

  it('hold no secret value: the configuration is public, the secrets are referenced', () => {
    const literals = kustomization.configMapGenerator.flatMap((g) => g.literals);
    expect(literals.filter((l) => /SECRET|TOKEN|PASSWORD|DATABASE_URL|SMTP_URL/.test(l))).toEqual([]);
    expect(literals).toContain('SEED_DEMO=false');
  });
});

describe('one start command', () => {
  it('the image’s, the cluster’s replicas’ and the manifests’ are `node scripts/start.mjs`', () => {
    const cmd = /^CMD (.+)$/m.exec(read('Dockerfile'))?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(START);
    expect(read('Dockerfile')).toMatch(/^USER node$/m);
    expect(read('Dockerfile')).toMatch(/^HEALTHCHECK /m);
    expect(read('scripts/cluster.mjs')).toContain("args: ['scripts/start.mjs']");
  });
});

describe("the cluster's proxy", () => {
  const conf = nginxConfig({ port: 3000, replicaPorts: [3001, 3002], dir: '/tmp/x' });

  it('balances over every replica, keeps each caller’s own address and streams unbuffered', () => {
    expect(conf.match(/server 127\.0\.0\.1:300\d/g)).toEqual([
      'server 127.0.0.1:3001',
      'server 127.0.0.1:3002',
    ]);
    expect(conf).toContain('proxy_bind $from_address;');
    // A kept-alive upstream connection would carry its first caller's address for the next ones.
    expect(conf).not.toMatch(/keepalive \d+/);
    expect(conf).toContain('proxy_buffering off;');
    // No sticky sessions.
    expect(conf).not.toMatch(/ip_hash|hash \$|sticky/);
  });
});
