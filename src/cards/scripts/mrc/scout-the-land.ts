import { cardScript, draw } from '../../define.js';

export default cardScript('scout-the-land', {
  // The top four go back on top in the order chosen (not a glimpse), then a draw.
  onResolve: [{ op: 'sortTopCards', count: 4, places: [], reorder: true }, draw(1)],
});
