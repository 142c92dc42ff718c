import { activated, banishSelf, cardScript, drawIntoMemory, ifThen, targetPlayer } from '../../define.js';

export default cardScript('purifying-thurible', {
  abilities: [
    activated([{ kind: 'reserveX' }, banishSelf()], [
      { op: 'scaled', x: { of: 'x' }, effect: { op: 'banishFromOwnGraveyard', who: { ref: 'target', index: 0 }, count: 0 } },
      ifThen({ kind: 'xAtLeast', min: 3 }, [drawIntoMemory(1)]),
    ], { targets: [targetPlayer({ controller: 'opponent' })] }),
  ],
});
