export { FreeRoundsError, type FreeRoundsGrantInput, grantBody, HttpFreeRounds } from './free-rounds.ts';
export type { FreeRoundsGateway } from './gateway.ts';
export { MemoryFreeRounds } from './memory.ts';
