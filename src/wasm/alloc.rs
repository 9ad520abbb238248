//! The module's global allocator: small blocks (up to 256 bytes, alignment up to 8) come from free lists by size
//! class, everything else from the standard one (dlmalloc). A game's events, actions and lists are many small
//! blocks freed and taken again all the time; a free list answers those in a few instructions where dlmalloc
//! looks through its bins (in wasm, where it is not inlined, ~8% of random play). Freed small blocks stay on
//! their class's list for the next allocation of that class (the module's memory never shrinks anyway).
//! Measured (autoplay of random games, the dlmalloc build and this one alternated in one Node process): ~3%
//! faster, and the .wasm ~400 B smaller gzipped (less of dlmalloc is reached).
//! Wasm32 without threads: one thread touches the lists (a build with the atomics feature is refused below).

#[cfg(target_feature = "atomics")]
compile_error!("src/wasm/alloc.rs keeps its free lists without locks: one thread only");

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::UnsafeCell;
use std::ptr::null_mut;

const GRAIN: usize = 8;
const CLASSES: usize = 32;
const SMALL: usize = GRAIN * CLASSES;

/// The free lists: entry `c` (1..=CLASSES) heads a list of blocks of `c * GRAIN` bytes, each block's first word
/// pointing to the next (entry 0 is unused).
pub struct Classes {
    free: UnsafeCell<[*mut u8; CLASSES + 1]>,
}

// SAFETY: without the atomics feature wasm32 runs one thread, so the lists are never shared.
unsafe impl Sync for Classes {}

#[global_allocator]
static ALLOCATOR: Classes = Classes { free: UnsafeCell::new([null_mut(); CLASSES + 1]) };

/// The class of a small layout (1..=CLASSES), or 0 for the standard allocator.
#[inline(always)]
fn class(layout: &Layout) -> usize {
    if layout.size() <= SMALL && layout.align() <= GRAIN {
        layout.size().div_ceil(GRAIN).max(1)
    } else {
        0
    }
}

unsafe impl GlobalAlloc for Classes {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // Blocks of a class all have its full size and alignment 8 (taken so from System, or freed by a layout
        // of the same class), so any layout of the class fits any of them.
        let c = class(&layout);
        if c == 0 {
            return System.alloc(layout);
        }
        let lists = &mut *self.free.get();
        let head = lists[c];
        if head.is_null() {
            return System.alloc(Layout::from_size_align_unchecked(c * GRAIN, GRAIN));
        }
        lists[c] = *(head as *mut *mut u8);
        head
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let c = class(&layout);
        if c == 0 {
            return System.dealloc(ptr, layout);
        }
        let lists = &mut *self.free.get();
        *(ptr as *mut *mut u8) = lists[c];
        lists[c] = ptr;
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new = Layout::from_size_align_unchecked(new_size, layout.align());
        let (from, to) = (class(&layout), class(&new));
        if from == 0 && to == 0 {
            return System.realloc(ptr, layout, new_size);
        }
        if from != 0 && from == to {
            // The block already has the class's full size; the caller frees it with the new layout, same class.
            return ptr;
        }
        let out = self.alloc(new);
        if !out.is_null() {
            std::ptr::copy_nonoverlapping(ptr, out, layout.size().min(new_size));
            self.dealloc(ptr, layout);
        }
        out
    }
}
