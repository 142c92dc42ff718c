import { activated, banishSelf, cardScript, draw, targetPlayer } from '../../define.js';

export default cardScript('equinox-hour', {
  abilities: [
    activated([banishSelf()], [
      draw(1),
      { op: 'materializeFromMaterialDeck', filter: {}, player: { ref: 'target', index: 0 }, champions: true },
    ], { targets: [targetPlayer({ controller: 'opponent' })] }),
  ],
});
