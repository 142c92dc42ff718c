import { activated, banishSelf, cardScript } from '../../define.js';

export default cardScript('orb-of-hubris', {
  abilities: [activated([banishSelf()], [{ op: 'drawUpToThenShuffle', max: 3 }])],
});
