import { activated, atBeginningOfYourRecollection, banishSelf, cardScript, draw, triggered } from '../../define.js';

export default cardScript('orb-of-glitter', { abilities: [triggered(atBeginningOfYourRecollection(), [{ op: 'glimpse', count: 1 }]), activated([banishSelf()], [draw(1)])] });
