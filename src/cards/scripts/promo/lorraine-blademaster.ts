import { attacksThisTurnGet, cardScript, draw, onEnter, self, triggered } from '../../define.js';

export default cardScript('lorraine-blademaster', {
  abilities: [triggered(onEnter(), [attacksThisTurnGet(self(), 2, [triggered({ on: 'kill' }, [draw(1)])])])],
});
