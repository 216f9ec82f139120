//! Search over sampled deals, shared by Hard, Expert and the Omniscient
//! yardstick.
//!
//! The unseen tiles are dealt into many possible hidden hands (the
//! opponent's at a table of two, the other three at four) and boneyards
//! that agree with everything public (every seat's known voids and tile
//! count included). Determinized search plays every candidate move out to the end
//! of the hand in each, and the move with the best average wins; the tree
//! search ([`crate::ismcts`]) walks one tree of plays through them instead.
//! At a table of two, once the boneyard is empty the opponent's hand is
//! known, and the hand is solved exactly; at four the hands stay hidden,
//! and a search with a four-seat solve ([`FourSeats`]) solves many sampled
//! deals exactly instead and plays the best average.
//!
//! Results are judged for the seat's side: at a table of four a partner's
//! points are ours, and the hand's end scores for the team (RULES.md
//! section 9), so blocking the partner costs what it costs the team.

use dominoes_rules::playout::FastRng;
use dominoes_rules::{
    Action, Actions, Layout, Move, Position, Seat, SeatView, Seats, Seen, Setup, TileSet,
};

use crate::greedy::points_now;
use crate::knowledge::{HiddenHand, Knowledge};

/// How a search spends its budget and judges a result.
#[derive(Clone, Copy, Debug)]
pub struct SearchConfig {
    /// Sampled deals of the unseen tiles per decision.
    pub samples: usize,
    /// Weigh each sampled opponent hand by how well it explains the
    /// opponent's plays so far and their free leads after a game's first
    /// hand (soft inference).
    pub inference: bool,
    /// Judge results by the chance of winning the game, not by points.
    pub play_for_the_game: bool,
    /// Nodes the exact endgame solver may visit before falling back to sampling.
    pub solve_nodes: u64,
    /// How sharply the inference expects the opponent to take points: the
    /// softmax temperature, in points.
    pub temperature: f64,
    /// How uncertain the chance of winning is when playing for the game:
    /// the logistic's base spread, in points.
    pub spread: f64,
    /// Walks of an information-set tree search (see [`crate::ismcts`]) per
    /// decision, over `samples` weighted worlds; 0: the determinized search.
    pub iterations: usize,
    /// The tree search's exploration constant (values lie between 0 and 1).
    pub exploration: f64,
    /// What changes at a table of four (a table of two never reads it).
    pub four: FourSeats,
}

/// A search's budget at a table of four, where a decision is cheaper (five
/// tiles a hand) and the hidden hands are three: more sampled deals and
/// walks, and once the boneyard is empty an exact solve of every sampled
/// deal (the hands stay hidden, so it is solved deal by deal).
#[derive(Clone, Copy, Debug)]
pub struct FourSeats {
    /// Sampled deals per decision (in place of `samples`).
    pub samples: usize,
    /// Tree walks per decision (in place of `iterations`; 0 stays 0).
    pub iterations: usize,
    /// With the boneyard empty: sampled deals each solved exactly for every
    /// legal move, the best weighted average played; 0: no solve.
    pub solve_worlds: usize,
    /// Nodes each of those solves may visit (all the moves of one deal);
    /// one over the budget and the search samples as before.
    pub solve_nodes: u64,
    /// Playouts that mind the reply: each player takes the play that scores
    /// most now less the most the next seat (an opponent) can score
    /// straight back with the hand it holds in the sampled deal, rather
    /// than the greedy most points now. (Expert measured no better with it,
    /// 79.6% against 79.4% of 1,200 games against Easy, and slower.)
    pub reply_playout: bool,
    /// Who plays greedily inside the tree (bit 0: the opponents, bit 1:
    /// the partner); the others' plays there are the tree's best for
    /// them. The greedy rule is [`greedy_action`]'s, whatever the playout
    /// policy. (Against Easy+Easy the opponents' bit measured 78.1%
    /// against 76.0% of 2,000 games; an earlier form of it lost 3.5 points
    /// against Hard on the arena's deals. It is off.)
    pub greedy_in_tree: u8,
    /// The inference's temperature for the opponents' plays (0: the
    /// config's own, as for the partner). (0.5 with `opponent_heavy` 0.25,
    /// near Easy's exact rule, measured no better: 78.2% against 78.1%.)
    pub opponent_temperature: f64,
    /// Points a pip the inference expects the opponents to like shedding
    /// (read only with `opponent_temperature`).
    pub opponent_heavy: f64,
}

impl FourSeats {
    /// The two-seat budget, unchanged, and no solve: four seats played as
    /// two are.
    pub const AS_TWO: FourSeats = FourSeats {
        samples: 0,
        iterations: 0,
        solve_worlds: 0,
        solve_nodes: 0,
        reply_playout: false,
        greedy_in_tree: 0,
        opponent_temperature: 0.0,
        opponent_heavy: 0.0,
    };
}

impl SearchConfig {
    /// The configuration in force at a table of `seats`: itself at two; at
    /// four with the four-seat budget (where one is set).
    fn at(&self, seats: Seats) -> SearchConfig {
        if seats == Seats::Two || self.four.samples == 0 {
            return *self;
        }
        SearchConfig {
            samples: self.four.samples,
            iterations: if self.iterations == 0 {
                0
            } else {
                self.four.iterations
            },
            ..*self
        }
    }
}

/// The move to play, found by determinized search from `view`. `known`
/// holds every other seat's true hand (by seat index), for the Omniscient
/// yardstick only; every other caller passes `None`.
pub(crate) fn search(
    config: &SearchConfig,
    view: &SeatView,
    known: Option<Hidden>,
    rng: &mut FastRng,
) -> Move {
    search_shown(config, view, known, [TileSet::EMPTY; 4], rng)
}

/// [`search`], with some other seats' true hands shown (`shown`, by seat
/// index; an empty set: not shown): every sampled world deals them those
/// hands, and the other hands are sampled and weighed as always. For the
/// Omniscient yardstick's experiments only
/// ([`crate::Omniscient::choose_seeing_seats`]).
pub(crate) fn search_shown(
    config: &SearchConfig,
    view: &SeatView,
    known: Option<Hidden>,
    shown: Hidden,
    rng: &mut FastRng,
) -> Move {
    if view.legal.len() == 1 {
        return view.legal[0];
    }
    let mut knowledge = Knowledge::from_view(view);
    for (hand, shown) in knowledge.hands.iter_mut().zip(shown) {
        if !shown.is_empty() {
            hand.may_hold = shown;
        }
    }
    let two = view.seats() == Seats::Two;
    let config = &config.at(view.seats());
    // Scores are per side: at a table of two the seat's index.
    let me = view.seat.team().index();
    let actions: Vec<Action> = view.legal.iter().filter_map(|&mv| to_action(mv)).collect();
    if actions.len() != view.legal.len() {
        // A draw or a pass is always the only legal move; this is unreachable
        // for a real view, but a safe answer beats a panic.
        return view.legal[0];
    }
    let exact = known.or_else(|| {
        (two && view.boneyard == 0).then(|| opponent_only(&knowledge, knowledge.unseen))
    });
    if view.boneyard == 0
        && let Some(hidden) = exact
        && let Some(root) = position_with(view, &knowledge, &hidden)
        && let Some(best) = solve_root(&root, &actions, me, view.scores, config.solve_nodes)
    {
        return view.legal[best];
    }
    let evidence = if config.inference && known.is_none() {
        all_evidence(view, &knowledge, config)
    } else {
        Vec::new()
    };
    if !two
        && view.boneyard == 0
        && let Some(best) = solve_worlds(config, view, &knowledge, &evidence, &actions, rng)
    {
        return view.legal[best];
    }
    let world = |rng: &mut FastRng| sample_world(view, &knowledge, known.as_ref(), &evidence, rng);
    if config.iterations > 0 {
        // Known hands are one world: the walks sample the draws as they go.
        let count = if known.is_some() { 1 } else { config.samples };
        let worlds: Vec<(Position, f64)> = (0..count).filter_map(|_| world(rng)).collect();
        return view.legal[tree_search(config, view, &actions, &worlds, rng)];
    }
    let mut totals = vec![0.0; actions.len()];
    let mut legal = Actions::new();
    let mut weights_seen = 0.0;
    for _ in 0..config.samples {
        let Some((root, weight)) = world(rng) else {
            continue;
        };
        weights_seen += weight;
        for (i, &action) in actions.iter().enumerate() {
            let mut position = root;
            position.apply_unchecked(action);
            while !position.is_over() {
                greedy_step(&mut position, &mut legal, rng);
            }
            totals[i] += weight * value(config, &position, view.scores, me);
        }
    }
    if weights_seen == 0.0 {
        return view.legal[0];
    }
    let best = (0..actions.len())
        .max_by(|&a, &b| totals[a].total_cmp(&totals[b]))
        .unwrap_or(0);
    view.legal[best]
}

/// What each of `view.legal` is worth in points: the seat's gain over the
/// rest of the hand less the opponent's (or to the end of the game, if it
/// ends first), from the view alone. Exact once the boneyard is empty and
/// the solver finishes within `config.solve_nodes` per move; otherwise
/// averaged over `config.samples` sampled deals (weighted by the
/// inference when `config.inference`), every move played out greedily in
/// each with the same random draws, so that two moves are compared on the
/// same luck. A draw or a pass is the only legal move and is worth 0.
pub(crate) fn move_values(config: &SearchConfig, view: &SeatView, rng: &mut FastRng) -> Vec<f64> {
    let actions: Vec<Action> = view.legal.iter().filter_map(|&mv| to_action(mv)).collect();
    if actions.len() != view.legal.len() || actions.len() < 2 {
        return vec![0.0; view.legal.len()];
    }
    let knowledge = Knowledge::from_view(view);
    let me = view.seat.team().index();
    if view.boneyard == 0
        && view.seats() == Seats::Two
        && let Some(root) = position_with(
            view,
            &knowledge,
            &opponent_only(&knowledge, knowledge.unseen),
        )
    {
        let mut solver = Solver {
            me,
            start: view.scores,
            nodes: 0,
            budget: config.solve_nodes,
            game_bonus: 0.0,
        };
        let exact: Option<Vec<f64>> = actions
            .iter()
            .map(|&action| {
                solver.nodes = 0;
                let mut child = root;
                child.apply_unchecked(action);
                solver.value(&child, f64::NEG_INFINITY, f64::INFINITY)
            })
            .collect();
        if let Some(exact) = exact {
            return exact;
        }
    }
    let evidence = if config.inference {
        all_evidence(view, &knowledge, config)
    } else {
        Vec::new()
    };
    let mut totals = vec![0.0; actions.len()];
    let mut weights_seen = 0.0;
    let mut legal = Actions::new();
    for _ in 0..config.samples {
        let Some((root, weight)) = sample_world(view, &knowledge, None, &evidence, rng) else {
            continue;
        };
        weights_seen += weight;
        let luck = rng.next_u64();
        for (i, &action) in actions.iter().enumerate() {
            let mut playout = FastRng::new(luck);
            let mut position = root;
            position.apply_unchecked(action);
            while !position.is_over() {
                greedy_step(&mut position, &mut legal, &mut playout);
            }
            totals[i] += weight * score_difference(&position, me, view.scores, 0.0);
        }
    }
    if weights_seen == 0.0 {
        return vec![0.0; actions.len()];
    }
    totals.iter().map(|t| t / weights_seen).collect()
}

/// At a table of four with the boneyard empty: `config.four.solve_worlds`
/// sampled deals of the hidden hands, each solved exactly (alpha-beta, the
/// partners on one side) after every root action; the index of the action
/// with the best weighted average. `None` if there is no solve to do or one
/// deal's solve outgrew `config.four.solve_nodes`.
fn solve_worlds(
    config: &SearchConfig,
    view: &SeatView,
    knowledge: &Knowledge,
    evidence: &[(Seat, Vec<Observed>)],
    actions: &[Action],
    rng: &mut FastRng,
) -> Option<usize> {
    let four = config.four;
    if four.solve_worlds == 0 {
        return None;
    }
    let mut solver = Solver {
        me: view.seat.team().index(),
        start: view.scores,
        nodes: 0,
        budget: four.solve_nodes,
        game_bonus: 200.0,
    };
    let mut totals = vec![0.0; actions.len()];
    let mut weights_seen = 0.0;
    for _ in 0..four.solve_worlds {
        let Some((root, weight)) = sample_world(view, knowledge, None, evidence, rng) else {
            continue;
        };
        solver.nodes = 0;
        for (i, &action) in actions.iter().enumerate() {
            let mut child = root;
            child.apply_unchecked(action);
            totals[i] += weight * solver.value(&child, f64::NEG_INFINITY, f64::INFINITY)?;
        }
        weights_seen += weight;
    }
    if weights_seen == 0.0 {
        return None;
    }
    (0..actions.len()).max_by(|&a, &b| totals[a].total_cmp(&totals[b]))
}

/// The information-set tree search over `worlds`: the index of the root
/// action it picks.
fn tree_search(
    config: &SearchConfig,
    view: &SeatView,
    actions: &[Action],
    worlds: &[(Position, f64)],
    rng: &mut FastRng,
) -> usize {
    let me = view.seat.team().index();
    let judge = |p: &Position| {
        let v = value(config, p, view.scores, me);
        if config.play_for_the_game {
            v / 100.0
        } else {
            (0.5 + v / 160.0).clamp(0.0, 1.0)
        }
    };
    let search = crate::ismcts::TreeSearch {
        me,
        iterations: config.iterations,
        exploration: config.exploration,
        scripted: scripted_seats(view, config.four.greedy_in_tree),
    };
    if view.seats() == Seats::Four && config.four.reply_playout {
        return search.choose(worlds, actions, judge, reply_step, rng);
    }
    search.choose(worlds, actions, judge, greedy_step, rng)
}

/// The seats (bit i for seat i) that play greedily inside the tree, from
/// `greedy_in_tree` (bit 0: the opponents, bit 1: the partner); none at a
/// table of two.
fn scripted_seats(view: &SeatView, greedy_in_tree: u8) -> u8 {
    if view.seats() == Seats::Two {
        return 0;
    }
    seats_of(view, greedy_in_tree)
}

/// The seats (bit i for seat i) that `which` names from the viewer's
/// place: bit 0 the opponents, bit 1 the partner (at a table of four).
pub(crate) fn seats_of(view: &SeatView, which: u8) -> u8 {
    let mine = view.seat.team();
    let mut seats = 0;
    for &seat in view.seats().all() {
        let opponent = seat.team() != mine;
        let partner = !opponent && seat != view.seat;
        if (opponent && which & 1 != 0) || (partner && which & 2 != 0) {
            seats |= 1 << seat.index();
        }
    }
    seats
}

fn to_action(mv: Move) -> Option<Action> {
    match mv {
        Move::Lead { tile, left } => Some(Action::Lead { tile, left }),
        Move::Play { tile, end } => Some(Action::Play { tile, end }),
        Move::Draw | Move::Pass => None,
    }
}

/// `k` tiles drawn uniformly from `from`.
fn sample_tiles(rng: &mut FastRng, from: TileSet, k: usize) -> TileSet {
    let mut left = from;
    let mut chosen = TileSet::EMPTY;
    for _ in 0..k.min(from.len()) {
        let tile = left
            .nth(rng.below(left.len()))
            .expect("an index below the set size");
        left.remove(tile);
        chosen.insert(tile);
    }
    chosen
}

/// The hidden hands of one world, by seat index (the viewer's entry, and
/// seats beyond the table's, empty); the rest of the unseen tiles are the
/// boneyard.
pub(crate) type Hidden = [TileSet; 4];

/// The hidden hands with only the next seat's (at a table of two, the
/// opponent's) filled in.
fn opponent_only(knowledge: &Knowledge, opponent: TileSet) -> Hidden {
    let mut hidden = [TileSet::EMPTY; 4];
    hidden[knowledge.next().index()] = opponent;
    hidden
}

/// A possible hand for a seat: drawn from the tiles it may hold (its
/// known voids excluded), or from all of `unseen` if that is too few.
fn sample_hand(hand: &HiddenHand, unseen: TileSet, rng: &mut FastRng) -> TileSet {
    let k = hand.tiles;
    let pool = if hand.may_hold.len() >= k {
        hand.may_hold
    } else {
        unseen
    };
    // Rejection sampling against the older voids; if they cannot be met in
    // a few tries, the last sample stands (the voids are a refinement).
    let mut chosen = sample_tiles(rng, pool, k);
    for _ in 0..16 {
        if hand.could_hold(chosen) {
            break;
        }
        chosen = sample_tiles(rng, pool, k);
    }
    chosen
}

/// Possible hidden hands for every other seat: at a table of two the
/// opponent's alone (exactly as it always was sampled); at four the three
/// others', dealt one after another from what is left (the seat with the
/// fewest spare tiles first), each from the tiles it may hold and within
/// its older voids. A deal that breaks a constraint is dealt again, up to
/// 32 times; then the last one stands (the facts are a refinement, never
/// a reason to stop).
fn sample_hidden(knowledge: &Knowledge, rng: &mut FastRng) -> Hidden {
    if knowledge.seats == Seats::Two {
        return opponent_only(
            knowledge,
            sample_hand(knowledge.opponent(), knowledge.unseen, rng),
        );
    }
    let mut order: Vec<Seat> = knowledge.others().collect();
    order.sort_by_key(|&s| {
        let hand = knowledge.hand(s);
        // Spare tiles: how many it may hold beyond what it holds (never
        // below zero, as its true hand is among what it may hold).
        hand.may_hold
            .intersection(knowledge.unseen)
            .len()
            .saturating_sub(hand.tiles)
    });
    let mut hidden = [TileSet::EMPTY; 4];
    for _ in 0..32 {
        let mut left = knowledge.unseen;
        let mut consistent = true;
        for &seat in &order {
            let hand = knowledge.hand(seat);
            let allowed = hand.may_hold.intersection(left);
            let pool = if allowed.len() >= hand.tiles {
                allowed
            } else {
                consistent = false;
                left
            };
            let chosen = sample_tiles(rng, pool, hand.tiles);
            consistent &= hand.could_hold(chosen);
            left = left.difference(chosen);
            hidden[seat.index()] = chosen;
        }
        if consistent {
            break;
        }
    }
    hidden
}

/// A world the view may stand for, with its weight: the other seats
/// holding `known`, else sampled hidden hands weighed by how well they
/// explain `evidence` (each seat's plays; none: weight 1). `None` if they
/// explain them not at all, or cannot be set up.
fn sample_world(
    view: &SeatView,
    knowledge: &Knowledge,
    known: Option<&Hidden>,
    evidence: &[(Seat, Vec<Observed>)],
    rng: &mut FastRng,
) -> Option<(Position, f64)> {
    let hidden = match known {
        Some(hands) => *hands,
        None => sample_hidden(knowledge, rng),
    };
    let root = position_with(view, knowledge, &hidden)?;
    let mut weight = 1.0;
    for (seat, observed) in evidence {
        weight *= likelihood(observed, hidden[seat.index()]);
    }
    (weight > 0.0).then_some((root, weight))
}

/// The full position behind the view if the other seats hold `hidden`; the
/// rest of the unseen tiles are the boneyard.
fn position_with(view: &SeatView, knowledge: &Knowledge, hidden: &Hidden) -> Option<Position> {
    let mut hands = *hidden;
    hands[view.seat.index()] = view.hand;
    let held = hidden.iter().fold(TileSet::EMPTY, |all, h| all.union(*h));
    Position::from_setup(Setup {
        hands,
        seats: view.seats(),
        boneyard: knowledge.unseen.difference(held),
        layout: view.layout,
        scores: view.scores,
        target: view.target,
        turn: view.seat,
        leader: view.leader,
        forced_lead: None,
    })
    .ok()
}

/// The greedy playout policy: the play that scores most now, shedding the
/// heavier tile on a tie (remaining ties broken by a random starting point
/// in the list), else a random draw or a pass.
pub(crate) fn greedy_step(position: &mut Position, legal: &mut Actions, rng: &mut FastRng) {
    position.legal_actions(legal);
    let best = greedy_action(position, legal, rng);
    position.apply_unchecked(best);
}

/// The greedy policy's choice among `legal` (the legal actions in
/// `position`): the play that scores most now, shedding the heavier tile on
/// a tie (remaining ties broken by a random starting point in the list),
/// else a random draw or a pass.
pub(crate) fn greedy_action(position: &Position, legal: &[Action], rng: &mut FastRng) -> Action {
    let start = rng.below(legal.len());
    let mut best = legal[start];
    if matches!(best, Action::Play { .. } | Action::Lead { .. }) {
        let mut best_key = -1i16;
        for i in 0..legal.len() {
            let action = legal[(start + i) % legal.len()];
            let weight = action.placed_tile().map_or(0, dominoes_rules::Tile::weight);
            // Points first, then the heavier tile.
            let key =
                i16::from(points_now(position.layout(), action.to_move())) * 16 + i16::from(weight);
            if key > best_key {
                best_key = key;
                best = action;
            }
        }
    }
    best
}

/// The four-seat playout policy that minds the reply: the play that scores
/// most now less the most the next seat (an opponent) could score straight
/// back with its hand in this deal, shedding the heavier tile on a tie
/// (remaining ties broken by a random starting point in the list), else a
/// random draw or a pass.
pub(crate) fn reply_step(position: &mut Position, legal: &mut Actions, rng: &mut FastRng) {
    position.legal_actions(legal);
    let start = rng.below(legal.len());
    let mut best = legal[start];
    if matches!(best, Action::Play { .. } | Action::Lead { .. }) {
        let next = position.hand(position.seats().next(position.turn()));
        let mut best_key = i16::MIN;
        for i in 0..legal.len() {
            let action = legal[(start + i) % legal.len()];
            let mut after = *position.layout();
            let (count, weight) = match action {
                Action::Play { tile, end } => (after.place(tile, end), tile.weight()),
                Action::Lead { tile, left } => (after.place_lead(tile, left), tile.weight()),
                Action::Draw(_) | Action::Pass => continue,
            };
            let mut reply = 0u8;
            for (end, tiles) in dominoes_rules::End::ALL
                .into_iter()
                .zip(after.fitting(next))
            {
                for tile in tiles {
                    reply = reply.max(points_now(&after, Move::Play { tile, end }));
                }
            }
            let points = i16::from(dominoes_rules::points_for(count));
            let key = (points - i16::from(reply)) * 16 + i16::from(weight);
            if key > best_key {
                best_key = key;
                best = action;
            }
        }
    }
    position.apply_unchecked(best);
}

/// The chance of winning the game from these scores with `me` to lead,
/// a smooth guess: the side that needs fewer points is ahead, by more the
/// fewer points remain. Hands score about 30 points between them.
fn win_chance(scores: [u16; 2], target: u16, me: usize, spread: f64) -> f64 {
    let need = |s: usize| f64::from(target.saturating_sub(scores[s]));
    if need(me) == 0.0 {
        return 1.0;
    }
    if need(1 - me) == 0.0 {
        return 0.0;
    }
    let lead = need(1 - me) - need(me);
    let spread = spread + (need(me) + need(1 - me)).sqrt() * 3.0;
    1.0 / (1.0 + (-lead / spread).exp())
}

/// The value of a finished hand (or decided game) for `me`.
fn value(config: &SearchConfig, position: &Position, start: [u16; 2], me: usize) -> f64 {
    let scores = position.scores();
    if config.play_for_the_game {
        return 100.0 * win_chance(scores, position.target(), me, config.spread);
    }
    score_difference(position, me, start, 200.0)
}

/// What the side `me` (a team index; at a table of two the seat's) gained
/// in the hand since the scores were `start`, less what the other side gained, plus `game_bonus` for a game won (minus for a
/// game lost).
pub(crate) fn score_difference(
    position: &Position,
    me: usize,
    start: [u16; 2],
    game_bonus: f64,
) -> f64 {
    let scores = position.scores();
    let gained = |s: usize| f64::from(scores[s]) - f64::from(start[s]);
    let mut value = gained(me) - gained(1 - me);
    if scores[me] >= position.target() {
        value += game_bonus;
    } else if scores[1 - me] >= position.target() {
        value -= game_bonus;
    }
    value
}

/// One of another seat's plays this hand, as evidence about its hand.
struct Observed {
    /// For every tile and end, how much the opponent would have liked
    /// that play then (0 where it did not fit): `exp(value / temperature)`.
    preference: [[f64; 4]; 28],
    /// The preference of the play they made.
    chosen: f64,
    /// The tiles they played from then on, this one included: with their
    /// hand now, what they held at that moment.
    played_since: TileSet,
}

/// The plays of seat `them` this hand, each with how much they would have
/// liked every alternative: a softmax at `temperature` over its points,
/// plus `heavy` points a pip of the tile put down. (A model in which
/// they also mind the best we could score straight back, with the hand we
/// then held, measured no better: 33.4% against the Omniscient yardstick in
/// 800 games, against 34.1%.)
///
/// Their hand at each play is taken to be their hand now plus what they
/// played since: exact after their last draw, and before it counting the
/// tiles drawn later as held. (Using only the exact ones measured no
/// better: 32.8% against the Omniscient yardstick in 600 games, against
/// 35.3% with all.)
fn evidence(view: &SeatView, them: Seat, temperature: f64, heavy: f64) -> Vec<Observed> {
    let unseen = view.unseen();
    let mut layout = Layout::EMPTY;
    let mut observed: Vec<Observed> = Vec::new();
    for event in &view.history {
        let before = layout;
        match event.action {
            Seen::Lead { tile, left } => {
                layout.place_lead(tile, left);
                // A lead after the first hand is chosen freely: evidence too.
                if event.seat == them && view.hand_number > 0 {
                    let mut preference = [[0.0; 4]; 28];
                    for t in unseen.union(layout.played()) {
                        let points = points_now(
                            &before,
                            Move::Lead {
                                tile: t,
                                left: t.low(),
                            },
                        );
                        preference[t.index()][0] =
                            ((f64::from(points) + heavy * f64::from(t.weight())) / temperature)
                                .exp();
                    }
                    observed.push(Observed {
                        chosen: preference[tile.index()][0],
                        preference,
                        played_since: TileSet::EMPTY,
                    });
                }
            }
            Seen::Play { tile, end } => {
                layout.place(tile, end);
                if event.seat == them {
                    let liking = |tile: dominoes_rules::Tile, end| {
                        let points = points_now(&before, Move::Play { tile, end });
                        ((f64::from(points) + heavy * f64::from(tile.weight())) / temperature).exp()
                    };
                    let mut preference = [[0.0; 4]; 28];
                    // Only tiles they may hold now, or played since, can be alternatives.
                    let candidates = unseen.union(layout.played());
                    for (e, n) in before.open_ends() {
                        for t in candidates.intersection(TileSet::suit(n)) {
                            preference[t.index()][e.index()] = liking(t, e);
                        }
                    }
                    observed.push(Observed {
                        chosen: preference[tile.index()][end.index()],
                        preference,
                        played_since: TileSet::EMPTY,
                    });
                }
            }
            Seen::Draw(_) | Seen::Pass => {}
        }
        if event.seat == them
            && let Seen::Lead { tile, .. } | Seen::Play { tile, .. } = event.action
        {
            for o in &mut observed {
                o.played_since.insert(tile);
            }
        }
    }
    observed
}

/// The evidence of every other seat's plays (at a table of four the
/// partner's too: every player is expected to like points alike, unless
/// `config.four` gives the opponents a model of their own).
fn all_evidence(
    view: &SeatView,
    knowledge: &Knowledge,
    config: &SearchConfig,
) -> Vec<(Seat, Vec<Observed>)> {
    let four = config.four;
    knowledge
        .others()
        .map(|seat| {
            let opponent = view.seats() == Seats::Four && seat.team() != view.seat.team();
            if opponent && four.opponent_temperature > 0.0 {
                let (temperature, heavy) = (four.opponent_temperature, four.opponent_heavy);
                (seat, evidence(view, seat, temperature, heavy))
            } else {
                (seat, evidence(view, seat, config.temperature, 0.0))
            }
        })
        .collect()
}

/// How likely the opponent's plays were if they held `opponent` now: each
/// play's preference against the total preference of the plays the hand
/// they then held allowed (a softmax).
fn likelihood(evidence: &[Observed], opponent: TileSet) -> f64 {
    let mut weight = 1.0;
    for observed in evidence {
        let held = opponent.union(observed.played_since);
        let total: f64 = held
            .iter()
            .map(|t| observed.preference[t.index()].iter().sum::<f64>())
            .sum();
        if total > 0.0 {
            weight *= observed.chosen / total;
        }
    }
    weight
}

/// Solves the hand exactly (alpha-beta on the score difference) and
/// returns the index of the best root action, or `None` if the node budget
/// ran out first. Only called with the boneyard empty, so no draw is left.
fn solve_root(
    root: &Position,
    actions: &[Action],
    me: usize,
    start: [u16; 2],
    budget: u64,
) -> Option<usize> {
    let mut best = None;
    let mut alpha = f64::NEG_INFINITY;
    let mut solver = Solver {
        me,
        start,
        nodes: 0,
        budget,
        game_bonus: 1000.0,
    };
    for (i, &action) in actions.iter().enumerate() {
        let mut child = *root;
        child.apply_unchecked(action);
        let value = solver.value(&child, alpha, f64::INFINITY)?;
        if best.is_none() || value > alpha {
            alpha = value;
            best = Some(i);
        }
    }
    best
}

/// Alpha-beta to the end of a hand with nothing left to draw, judging a
/// finished hand by the score difference since `start`, plus `game_bonus`
/// for a game won (minus for a game lost: the search's 1,000 outweighs any
/// hand; a review's 0 counts points only).
struct Solver {
    me: usize,
    start: [u16; 2],
    nodes: u64,
    budget: u64,
    game_bonus: f64,
}

impl Solver {
    /// The value of `position` for `me` with both sides playing perfectly,
    /// or `None` once more than the budget of nodes was visited.
    fn value(&mut self, position: &Position, mut alpha: f64, mut beta: f64) -> Option<f64> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        if position.is_over() {
            return Some(score_difference(
                position,
                self.me,
                self.start,
                self.game_bonus,
            ));
        }
        let mut legal = Actions::new();
        position.legal_actions(&mut legal);
        let maximizing = position.turn().team().index() == self.me;
        // Scoring plays first: they are most often best, which prunes more.
        let mut order: [(u8, usize); Actions::CAPACITY] = [(0, 0); Actions::CAPACITY];
        for (i, &action) in legal.iter().enumerate() {
            order[i] = (points_now(position.layout(), action.to_move()), i);
        }
        let order = &mut order[..legal.len()];
        order.sort_unstable_by_key(|&(points, _)| std::cmp::Reverse(points));
        let mut best = if maximizing {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        for &(_, i) in order.iter() {
            let mut child = *position;
            child.apply_unchecked(legal[i]);
            let value = self.value(&child, alpha, beta)?;
            if maximizing {
                best = best.max(value);
                alpha = alpha.max(best);
            } else {
                best = best.min(value);
                beta = beta.min(best);
            }
            if alpha >= beta {
                break;
            }
        }
        Some(best)
    }
}

#[cfg(test)]
mod tests {
    use dominoes_rules::playout::FastRng;
    use dominoes_rules::{DealSize, Game, Settings, Shuffle, Target};

    use super::*;

    /// Who plays greedily inside the tree: the opponents are the seats of
    /// the other team, the partner the one across; at two, nobody.
    #[test]
    fn the_scripted_seats_are_the_opponents_or_the_partner() {
        let shuffle = Shuffle::from_key([5; 32]);
        let settings = |deal_size| Settings {
            deal_size,
            target: Target::DEFAULT,
        };
        let four = Game::new(settings(DealSize::Five), shuffle.deal(DealSize::Five)).unwrap();
        for seat in Seat::ALL {
            let view = four.view(seat);
            let across = 1 << ((seat.index() + 2) % 4);
            let sides = (1 << ((seat.index() + 1) % 4)) | (1 << ((seat.index() + 3) % 4));
            assert_eq!(scripted_seats(&view, 0), 0);
            assert_eq!(scripted_seats(&view, 1), sides, "seat {}", seat.index());
            assert_eq!(scripted_seats(&view, 2), across, "seat {}", seat.index());
            assert_eq!(scripted_seats(&view, 3), sides | across);
        }
        let two = Game::new(settings(DealSize::Seven), shuffle.deal(DealSize::Seven)).unwrap();
        assert_eq!(scripted_seats(&two.view(Seat::BOTH[0]), 3), 0);
    }

    /// At a table of four, every sampled world deals each other seat as
    /// many tiles as it holds, from the unseen tiles only, the rest to the
    /// boneyard; and the hands keep to what each seat may hold (its voids,
    /// the forced first lead) in all but the rarest of samples.
    #[test]
    fn four_seat_worlds_agree_with_everything_public() {
        let settings = Settings {
            deal_size: DealSize::Five,
            target: Target::DEFAULT,
        };
        let mut rng = FastRng::new(11);
        let (mut hands, mut within) = (0usize, 0usize);
        for _ in 0..100 {
            let mut shuffle = Shuffle::from_key(rng.key());
            let mut game = Game::new(settings, shuffle.deal(DealSize::Five)).unwrap();
            while game.outcome().is_none() && game.hand_number() < 2 {
                if game.awaits_next_hand() {
                    shuffle = Shuffle::from_key(rng.key());
                    game.next_hand(shuffle.deal(DealSize::Five)).unwrap();
                    continue;
                }
                let view = game.view(game.turn());
                let knowledge = Knowledge::from_view(&view);
                for _ in 0..10 {
                    let hidden = sample_hidden(&knowledge, &mut rng);
                    let root = position_with(&view, &knowledge, &hidden).expect("a valid world");
                    assert_eq!(hidden[view.seat.index()], TileSet::EMPTY);
                    for seat in knowledge.others() {
                        let hand = hidden[seat.index()];
                        assert_eq!(hand.len(), view.tiles_left[seat.index()]);
                        assert_eq!(hand.difference(knowledge.unseen), TileSet::EMPTY);
                        assert_eq!(root.hand(seat), hand);
                        let known = knowledge.hand(seat);
                        hands += 1;
                        within += usize::from(
                            hand.difference(known.may_hold).is_empty() && known.could_hold(hand),
                        );
                    }
                    assert_eq!(root.boneyard().len(), view.boneyard);
                }
                let legal = view.legal;
                game.play(legal[rng.below(legal.len())], &shuffle).unwrap();
            }
        }
        assert!(hands > 10_000, "{hands}");
        assert!(within * 1000 >= hands * 999, "{within} of {hands}");
    }
}
