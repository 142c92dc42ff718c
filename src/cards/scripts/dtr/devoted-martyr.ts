import { cardScript, classBonus, may, recover, whenever } from '../../define.js';

export default cardScript('devoted-martyr', {
  keywords: ['intercept'],
  abilities: [{
    kind: 'triggered', fromGraveyard: true, trigger: whenever('levelsUp', { who: 'you' }), condition: classBonus(),
    effects: [may({ op: 'banishSourceCard', then: [recover(2)] })],
  }],
});
