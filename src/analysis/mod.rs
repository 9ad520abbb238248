//! What a seat can tell about its moment, from its own view only: how safe each discard is against each hand that
//! threatens ([`danger`], [`threat`]). The bots' defence reads the same functions.

pub mod danger;
pub mod threat;
