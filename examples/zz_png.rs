use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::ImageEncoder;
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let img = image::open(&a[1]).unwrap().into_rgb8();
    for (name, ct) in
        [("fast", CompressionType::Fast), ("default", CompressionType::Default), ("best", CompressionType::Best)]
    {
        for (fname, ft) in [
            ("adaptive", FilterType::Adaptive),
            ("sub", FilterType::Sub),
            ("paeth", FilterType::Paeth),
            ("none", FilterType::NoFilter),
        ] {
            let t = std::time::Instant::now();
            let mut out = Vec::new();
            PngEncoder::new_with_quality(&mut out, ct, ft)
                .write_image(&img, img.width(), img.height(), image::ExtendedColorType::Rgb8)
                .unwrap();
            println!("{name} {fname}: {} KB in {:?}", out.len() / 1024, t.elapsed());
        }
    }
}
