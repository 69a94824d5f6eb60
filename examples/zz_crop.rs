fn main() {
    let a: Vec<String> = std::env::args().collect();
    let img = image::open(&a[1]).unwrap();
    let n = |i: usize| a[i].parse::<u32>().unwrap();
    img.crop_imm(n(2), n(3), n(4), n(5)).save(&a[6]).unwrap();
}
