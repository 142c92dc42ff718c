import { activated, cardScript, draw, ingredient, restSelf, sacrificeSelf, targetPlayer } from '../../define.js';

export default cardScript('forgetful-concoction', {
  keywords: ['hindered'],
  brew: [ingredient(1, { subtype: 'ROOT' }), ingredient(1, { subtype: 'HERB' })],
  abilities: [
    activated([restSelf(), sacrificeSelf()], [
      { op: 'banishRandomMemoryCards', who: { ref: 'target', index: 0 }, count: 2, returnAtTheirNextEndPhase: true },
      draw(1),
    ], { targets: [targetPlayer({ controller: 'opponent' })] }),
  ],
});
