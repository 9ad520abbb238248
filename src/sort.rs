//! A stable insertion sort by key for the few short lists sorted off the hot paths (a hand's seats, a win's yaku):
//! the standard library's stable sort is a separate block of code in the .wasm for each element type and key
//! (several kilobytes each); this is a few instructions per use.

/// Sorts `v` by `key`, keeping the order of equal keys (as `slice::sort_by_key`); quadratic, for short lists.
pub(crate) fn stable_sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && key(&v[j - 1]) > key(&v[j]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same order as the standard library's stable sort, ties included, on random short lists.
    #[test]
    fn it_orders_as_the_stable_sort_does() {
        let mut pick = crate::bot::Pick::new(3);
        for _ in 0..2000 {
            let n = pick.next(12);
            let mut a: Vec<(u8, usize)> = (0..n).map(|i| (pick.next(4) as u8, i)).collect();
            let mut b = a.clone();
            stable_sort_by_key(&mut a, |&(k, _)| k);
            b.sort_by_key(|&(k, _)| k);
            assert_eq!(a, b);
        }
    }
}
