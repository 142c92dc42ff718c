import { activated, cardScript, championBonus, destroy, ifThen, onEnter, oncePerTurn, payReserve, self, target, transform, triggered } from '../../define.js';

export default cardScript('fatestone-of-heaven', {
  abilities: [
    triggered(onEnter(), [destroy(target(0))], { targets: [{ kind: 'object', nonChampion: true, costAtMost: { memory: 1, reserve: 5 } }] }),
    // Reveal your memory; with three or more luxem cards among them, transform. Once per turn, slow.
    oncePerTurn(activated([payReserve(3)], [
      { op: 'revealMemory' },
      ifThen({ kind: 'memoryCount', filter: { element: 'LUXEM' }, min: 3 }, [transform(self())]),
    ], { speed: 'slow', condition: championBonus('Guo Jia') })),
  ],
});
