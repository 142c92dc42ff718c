import { activated, banishSelf, cardScript, draw, restSelf, staticAbility } from '../../define.js';

export default cardScript('lost-providence', {
  keywords: ['divineRelic', 'hindered'],
  abilities: [
    staticAbility({ kind: 'activateFromMaterialDeck', enters: 'ephemeral' }),
    activated([restSelf(), banishSelf()], [draw(1)]),
  ],
});
