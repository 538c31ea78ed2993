import type { Plan, PlannedService } from './compose.ts';
import { logTail, type Resources, waitHealthy } from './containers.ts';
import { type Engine, runEngine } from './engine.ts';
import { log } from './log.ts';

/**
 * Starts a compose plan as compose would: the network and the volumes, then each service once the
 * services it depends on are started (service_started) or healthy (service_healthy). Returns the
 * ms each service took to become healthy, or throws with the logs of one that did not.
 */
export async function startPlan(engine: Engine, plan: Plan, resources: Resources): Promise<Record<string, number>> {
  await runEngine(engine, ['network', 'create', plan.network]);
  resources.network(plan.network);
  for (const volume of plan.volumes) {
    await runEngine(engine, ['volume', 'create', volume]);
    resources.volume(volume);
  }
  const healthyAfter: Record<string, number> = {};
  const healthy = new Map<string, Promise<number>>();
  const byName = new Map(plan.services.map((service) => [service.name, service]));
  const becomeHealthy = (service: PlannedService, started: number): Promise<number> => {
    const { healthcheck } = service;
    if (!healthcheck) return Promise.resolve(0);
    return waitHealthy(engine, service.container, healthcheck).then(async (ms) => {
      if (ms === undefined) throw new Error(`${service.name} did not become healthy:\n${await logTail(engine, service.container)}`);
      healthyAfter[service.name] = Date.now() - started;
      log(`${service.name}: healthy ${((Date.now() - started) / 1000).toFixed(1)} s after its start`);
      return ms;
    });
  };
  for (const service of plan.services) {
    for (const dependency of service.dependsOn) {
      if (dependency.condition === 'service_healthy') {
        const waiting = healthy.get(dependency.service);
        if (!waiting || !byName.get(dependency.service)?.healthcheck) throw new Error(`${service.name} waits for ${dependency.service} to be healthy, which has no healthcheck`);
        await waiting;
      } else if (dependency.condition !== 'service_started') throw new Error(`${service.name}: depends_on condition ${dependency.condition} is not handled`);
    }
    resources.container(service.container);
    const started = Date.now();
    await runEngine(engine, ['run', ...service.runArgs]);
    log(`${service.name}: started (${service.image})`);
    const waiting = becomeHealthy(service, started);
    waiting.catch(() => undefined);
    healthy.set(service.name, waiting);
  }
  await Promise.all(healthy.values());
  return healthyAfter;
}
