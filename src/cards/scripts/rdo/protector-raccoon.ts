import { activated, cardScript, preventNextDamage, restSelf, target, targetPlayer } from '../../define.js';

export default cardScript('protector-raccoon', {
  keywords: ['fastActivation'],
  abilities: [
    activated([restSelf()], [preventNextDamage(target(0), 2)], { targets: [{ kind: 'ally', subtype: 'ANIMAL' }] }),
    activated([restSelf()], [{ op: 'banishFromOwnGraveyard', who: { ref: 'target', index: 0 }, count: 1 }], { targets: [targetPlayer({ controller: 'opponent' })] }),
  ],
});
