import { activated, banishSelf, cardScript, drawIntoMemory, payReserve, targetPlayer } from '../../define.js';

export default cardScript('dummy-trainer', {
  abilities: [
    activated([payReserve(3), banishSelf()], [drawIntoMemory(1), { op: 'summonToken', token: 'training-dummy', count: 1, summoner: { ref: 'target', index: 0 } }], {
      targets: [targetPlayer({ controller: 'opponent' })],
    }),
  ],
});
