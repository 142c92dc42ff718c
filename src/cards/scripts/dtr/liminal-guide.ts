import { cardScript, draw, whenever } from '../../define.js';

// Ruling: it must still be in the graveyard as the ability resolves.
export default cardScript('liminal-guide', {
  abilities: [{
    kind: 'triggered', fromGraveyard: true, trigger: whenever('levelsUp', { who: 'you' }),
    effects: [{ op: 'graveyardToField', card: 'sourceCard', ephemeral: true, then: [draw(1)] }],
  }],
});
