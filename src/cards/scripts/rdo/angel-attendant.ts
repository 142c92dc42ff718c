import { advancedImbue, cardScript, draw, imbued, onDeath, staticAbility, triggered } from '../../define.js';

export default cardScript('angel-attendant', {
  imbue: [advancedImbue(1)],
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'intercept' }, imbued()),
    triggered(onDeath(), [draw(1)]),
  ],
});
