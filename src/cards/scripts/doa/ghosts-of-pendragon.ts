import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('ghosts-of-pendragon', {
  abilities: [
    triggered(onEnter(), [{ op: 'chooseObjects', filter: { supertype: 'REGALIA' }, count: 1, upTo: true, effects: [{ op: 'returnToMaterialDeck', subject: { ref: 'chosen' } }, draw(2)] }]),
  ],
});
