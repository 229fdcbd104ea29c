export { FreeRoundsError, type FreeRoundsGrantInput, grantBody, HttpFreeRounds } from './free-rounds.ts';
export { MemoryFreeRounds } from './memory.ts';
