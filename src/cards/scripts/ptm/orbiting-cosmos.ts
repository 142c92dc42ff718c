import { activated, banishSelf, cardScript, drawIntoMemory, payReserve, staticAbility } from '../../define.js';

export default cardScript('orbiting-cosmos', {
  abilities: [
    staticAbility({ kind: 'glimpseAmount', amount: 1 }),
    activated([payReserve(3), banishSelf()], [drawIntoMemory(1)]),
  ],
});
