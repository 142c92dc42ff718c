import { activated, banishSelf, cardScript, drawIntoMemory, payReserve, summonToken } from '../../define.js';

export default cardScript('backup-charger', { abilities: [activated([payReserve(3), banishSelf()], [summonToken('powercell', 1, true), drawIntoMemory(1)])] });
